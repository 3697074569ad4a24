/**
 * `GET|HEAD /media/:filename`: the CMS's uploaded media (collections/src/Media), streamed from
 * `{CMS_URL}/api/media/file/:filename`, so visitors load logos and videos from the site's own origin
 * and never need to reach the CMS.
 *
 * - A filename with a slash, backslash, `..` or a control character → 400; other methods → 405.
 * - The visitor's headers are not passed on except `Range` / `If-None-Match` / `If-Modified-Since`
 *   (video seeking, revalidation); no cookies or credentials.
 * - Answers carry `Cache-Control: public, max-age=86400`, `X-Content-Type-Options: nosniff` and a
 *   CSP that runs nothing (`default-src 'none'; style-src 'unsafe-inline'; sandbox`): an uploaded SVG
 *   opened on its own cannot run script on the site's origin.
 * - CMS unreachable → 502 `{error:'bad_gateway', message:'Media is unavailable. Please try again.'}`.
 */
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'

const PASSED = ['range', 'if-none-match', 'if-modified-since', 'accept-encoding']
/** A bare file name: no path separator, no `..`, no control character. */
const safeName = (name: string) =>
  name !== '' && !/[/\\]|\.\./.test(name) && ![...name].some((c) => c.charCodeAt(0) < 32)

export function mediaRoutes(cmsUrl: string): express.Router {
  const router = express.Router()
  const proxy = createProxyMiddleware<express.Request, express.Response>({
    target: cmsUrl,
    changeOrigin: true,
    pathRewrite: (_path, req) =>
      `/api/media/file/${encodeURIComponent(req.params.filename as string)}`,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of proxyReq.getHeaderNames())
          if (name !== 'host' && !PASSED.includes(name)) proxyReq.removeHeader(name)
        void req
      },
      proxyRes: (proxyRes) => {
        for (const name of [
          'set-cookie',
          'access-control-allow-origin',
          'access-control-allow-credentials',
        ])
          delete proxyRes.headers[name]
        if (proxyRes.statusCode && proxyRes.statusCode < 400)
          proxyRes.headers['cache-control'] = 'public, max-age=86400'
        proxyRes.headers['x-content-type-options'] = 'nosniff'
        proxyRes.headers['content-security-policy'] =
          "default-src 'none'; style-src 'unsafe-inline'; sandbox"
      },
      error: (err, req, res) => {
        req.log.error({ err }, 'media: CMS unreachable')
        const r = res as express.Response
        if (!r.headersSent && typeof r.status === 'function')
          r.status(502).json({
            error: 'bad_gateway',
            message: 'Media is unavailable. Please try again.',
          })
        else r.end?.()
      },
    },
  })
  router.all('/media/:filename', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res.status(405).set('allow', 'GET, HEAD').json({ error: 'method_not_allowed' })
    const name = req.params.filename as string
    if (!safeName(name))
      return void res
        .status(400)
        .json({ error: 'bad_request', message: 'Invalid media file name.' })
    // The CMS answers HEAD with 404: ask it with GET; Node still sends no body to a HEAD request.
    req.method = 'GET'
    proxy(req, res, next)
  })
  return router
}
