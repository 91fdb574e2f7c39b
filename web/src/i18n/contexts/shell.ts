import { api, app, notFound, shell } from '../areas/app';
import { authSession } from '../areas/auth-session';
import { common } from '../areas/common';
import { cart, cartBanner, outlet, reserve } from '../areas/outlet';

/**
 * The shell's texts, in the entry chunk: the frame, the header and drawer, the session's messages, the home page
 * (the outlet list, its cart banner and reserve dialog) and the words every screen shares. Each other context's
 * texts are in its own module here, loaded with its screens (issue 29).
 */
export const SHELL_CATALOGUE = { common, app, api, shell, auth: authSession, outlet, cart, reserve, cartBanner, notFound };
