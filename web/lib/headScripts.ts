/**
 * The two inline scripts of every page's head (pages/+Head.tsx), as constants so the server can
 * allow exactly them in its Content-Security-Policy by hash (server/securityHeaders.server.ts):
 * a hash stays valid in the rendered-HTML cache, where a per-response nonce would not.
 */

/**
 * Applies the saved theme (localStorage 'theme': light | dark | system; dark default) before first
 * paint, so there is no flash of the wrong theme.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem('theme');var d=t==='light'?'light':t==='system'?(matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'):'dark';document.documentElement.setAttribute('data-theme',d)}catch(e){document.documentElement.setAttribute('data-theme','dark')}})()`

/**
 * Spec §2 'Application Error': when the root element is missing, or an error happens before the
 * app starts and it has not started 5 s after load, the page is replaced by that screen with a
 * Refresh button. The layout sets `window.__appStarted` once it has mounted.
 */
export const STARTUP_GUARD_SCRIPT = `(function(){var failed=false;function show(){document.body.innerHTML='<main style="min-height:100vh;display:grid;place-items:center;text-align:center;font:16px/1.6 system-ui,sans-serif"><div><h1>Application Error</h1><button type="button" style="font:inherit;font-weight:600;padding:10px 18px;border-radius:10px;border:0;background:#7455ff;color:#fff;cursor:pointer">Refresh</button></div></main>';document.body.querySelector('button').onclick=function(){location.reload()}}addEventListener('error',function(){if(!window.__appStarted)failed=true});addEventListener('DOMContentLoaded',function(){if(!document.getElementById('root'))show()});addEventListener('load',function(){setTimeout(function(){if(failed&&!window.__appStarted)show()},5000)})})()`
