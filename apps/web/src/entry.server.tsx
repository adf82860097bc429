// The server entry React Router's build renders with. The web has no server at run time (react-router.config.ts:
// `ssr: false`): this runs only while building, to write the prerendered public pages and `__spa-fallback.html`.
// Static HTML must hold the whole page, so every render waits for all of it (no streaming, so no bot detection).
// React Router's default entry would need `@react-router/node` and `isbot` for the streaming it does not need here,
// and its build installs isbot when missing; with this entry neither is a dependency of the web.
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status });
}
