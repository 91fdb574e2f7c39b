/**
 * The accounts contract (its endpoints and codecs, with the checkout's order codecs it shares) loads with the
 * first accounts call: the session's check of a saved sign-in, a login, a logout or a token refresh, not with
 * the storefront's entry chunk (issue 29, decision 37). A guest's first page never needs it. A failed download
 * reads as a call without an answer (status 0, as offline), which never ends a session.
 */
export type AccountsContract = typeof import('../../../application/contracts/accounts');
export const loadAccountsContract = (): Promise<AccountsContract> => import('../../../application/contracts/accounts');
