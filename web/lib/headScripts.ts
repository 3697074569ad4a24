/**
 * The inline scripts of every page's head (pages/+Head.tsx), as constants so the server can
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

/**
 * Holds what a visitor does in an island before the page's code has run (the module script loads
 * after the HTML is shown; pages/hydrateIslands.ts holds from then on, decision 0129): a click on
 * a button, a form submitted or Enter pressed in a field of a form, inside a `[data-island]` not
 * yet taken over by that code (`data-island-live` on it or an island around it). Each such event's
 * default action is prevented and the event queued in `window.__islandEvents`, from which
 * hydrateIslands takes it and does it again once the island is hydrated. Links work as links.
 */
export const ISLAND_EVENTS_SCRIPT = `(function(){var q=window.__islandEvents=[];function f(e){if(window.__islandEvents!==q)return;var t=e.target;if(!t||!t.closest)return;var i=t.closest('[data-island]');if(!i)return;for(var a=i;a;a=a.parentElement&&a.parentElement.closest('[data-island]'))if(a.hasAttribute('data-island-live'))return;if(e.type==='click'&&!t.closest('button,[role=button],input[type=submit],input[type=button]'))return;if(e.type==='keydown'&&!(e.key==='Enter'&&t.tagName==='INPUT'&&t.form))return;e.preventDefault();q.push(e)}['click','submit','keydown'].forEach(function(n){addEventListener(n,f,true)})})()`
