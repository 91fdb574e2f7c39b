/**
 * The validation rules' view of the one message catalogue (domain/messages): kept so that the rules and
 * the storefront import their texts from where they always did. The texts themselves live in
 * domain/messages/catalogue.ts, in zh-TW and English.
 */
export { MESSAGES, formatMessage, isMessageCode, type MessageCode, type MessageParams } from '../messages';
