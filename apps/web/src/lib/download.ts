import { isErrorCode } from '@safesathi/contract';
import { ApiError, NETWORK_MESSAGE } from './api';
import { getToken } from './storage';

/** The file name a `Content-Disposition` header gives (plain or RFC 5987 `filename*=`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetches a file the API guards with the bearer token (a plain link cannot carry it, and the token
 * must not go into a URL). A refusal becomes an ApiError with the server's sentence, or `failure`
 * when it gave none.
 */
export async function fetchWithToken(url: string, failure: string): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError({
      status: response.status,
      code: isErrorCode(body?.code) ? body.code : `HTTP_${response.status}`,
      message: body?.message ?? failure,
    });
  }
  return response;
}

/**
 * A guarded file (fetchWithToken) handed to the browser as a download. The server's name
 * (Content-Disposition) wins over `fallbackName`; answers the name the file was saved under.
 */
export async function downloadWithToken(url: string, fallbackName: string, failure: string): Promise<string> {
  const response = await fetchWithToken(url, failure);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
