/**
 * HEAD for a route handler that only knows GET: the GET answer's status and headers, without its
 * body. Payload's REST routes a request by its method's name, so a HEAD would find no endpoint
 * (a 404 for every image under /api/media/file/).
 */
export const headAsGet =
  <Context>(get: (request: Request, context: Context) => Promise<Response>) =>
  async (request: Request, context: Context): Promise<Response> => {
    const answer = await get(
      new Request(request.url, { headers: request.headers, method: 'GET', signal: request.signal }),
      context,
    )
    // The body is not sent: a file being streamed stops being read.
    await answer.body?.cancel()
    return new Response(null, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    })
  }
