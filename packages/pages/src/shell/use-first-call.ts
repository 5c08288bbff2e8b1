import { useCallback, useContext } from 'react';
import type { ApiResult, CallOptions } from '@loan-webview/kit/api';
import type { EndpointKey } from '@loan-webview/kit/config';
import { getCommonParams } from '@loan-webview/kit/session';
import { FirstRequestContext, firstPayload } from './define-page';

/** A kit call as the view names it: for the data it answers and the endpoint it must be. */
type DeclaredCall<T> = ((payload: never, options?: CallOptions) => Promise<ApiResult<T>>) & {
  definition: { endpoint: EndpointKey };
};

/**
 * The page's first call as its view sends it: the payload the page's `definePage` declares (`firstRequest`), read
 * from the page's query, so the view, a native shell and the edge renderer send the same request. The view names
 * the kit's call for the type of its data; a call of another endpoint than the declared one is a mistake, and
 * throws where the page's tests render it.
 */
export function useFirstCall<T>(call: DeclaredCall<T>) {
  const request = useContext(FirstRequestContext);
  if (request?.endpoint !== call.definition.endpoint) {
    throw new Error(
      `useFirstCall(${call.definition.endpoint}): the page declares ${request ? `${request.endpoint} as its first request` : 'no first request'}`,
    );
  }
  return useCallback(
    (signal: AbortSignal, query: Readonly<Record<string, string>> = getCommonParams()) =>
      (call as unknown as (payload: object, options: CallOptions) => Promise<ApiResult<T>>)(
        firstPayload(request, query),
        { signal },
      ),
    [call, request],
  );
}
