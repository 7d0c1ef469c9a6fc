import { ApiError, NETWORK_MESSAGE } from './api';
import { getToken } from './storage';

/**
 * Fetches a file the API guards with the bearer token (a plain link cannot carry it) and hands
 * it to the browser as a download. The server's name (Content-Disposition) wins over `fallbackName`.
 */
export async function downloadWithToken(url: string, fallbackName: string, failure: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError({
      status: response.status,
      code: body?.code ?? `HTTP_${response.status}`,
      message: body?.message ?? failure,
    });
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
