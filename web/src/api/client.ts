import { messages } from '../i18n/messages';

/**
 * The one HTTP client of the storefront (design.md section 4). Features call it through their own
 * API modules (features/x/x-api.ts); components never call it.
 */

/** What every failed call turns into: the server's Traditional Chinese message, else the caller's default. */
export interface ApiError {
  /** HTTP status; 0 when no response arrived (offline, timeout, aborted). */
  status: number;
  code: string;
  message: string;
}

export class ApiRequestError extends Error implements ApiError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Background calls (silent refreshes) give up sooner so a slow server never stacks them up. */
export const BACKGROUND_TIMEOUT_MS = 8_000;

interface ClientConfig {
  /** '' means same origin (the Koa server, or Vite's dev proxy). */
  baseUrl: string;
}

const config: ClientConfig = { baseUrl: '' };

/** main.tsx feeds import.meta.env here; tests set 'http://localhost'. Kept out of this module so jest never sees import.meta. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  if (next.baseUrl !== undefined) config.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Message shown when the server sends none (spec: "prefers the server message"). */
  defaultMessage: string;
  /** A background call uses the shorter timeout unless timeoutMs is given. */
  background?: boolean;
  timeoutMs?: number;
  /** Lets the caller (a cancelled saga) abort the request. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. an order's X-Order-Token (docs/decisions.md, decision 5). */
  headers?: Readonly<Record<string, string>>;
}

function readCustomerToken(): string | null {
  try {
    return localStorage.getItem('customerToken');
  } catch {
    return null; // storage blocked (private mode): behave as signed out
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, defaultMessage, background = false, signal } = options;
  const timeoutMs = options.timeoutMs ?? (background ? BACKGROUND_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readCustomerToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      // fetch only rejects when no response arrived: offline, DNS, refused, timeout or abort.
      if (signal?.aborted) throw new ApiRequestError(0, 'ABORTED', defaultMessage);
      const code = controller.signal.aborted ? 'TIMEOUT' : 'NETWORK';
      throw new ApiRequestError(0, code, messages.api.noConnection);
    }

    const payload = await readJson(response);
    if (!response.ok) {
      const serverMessage = isRecord(payload) && typeof payload.message === 'string' && payload.message.trim() ? payload.message : null;
      const code = isRecord(payload) && typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
      throw new ApiRequestError(response.status, code, serverMessage ?? defaultMessage);
    }
    if (payload === undefined) throw new ApiRequestError(response.status, 'NO_DATA', defaultMessage);
    return payload as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Any thrown value as an ApiError, so sagas can store it without guessing its shape. */
export function toApiError(error: unknown, defaultMessage: string): ApiError {
  if (error instanceof ApiRequestError) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'UNKNOWN', message: defaultMessage };
}
