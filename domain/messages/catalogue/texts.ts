/** One catalogue entry: its text in each language the shop speaks, with {placeholders} filled by formatMessage(). */
export interface MessageTexts {
  readonly 'zh-TW': string;
  readonly en: string;
}
