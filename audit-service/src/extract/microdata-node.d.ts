/** Types of microdata-node 2 (the package ships none): only what src/extract/facts.ts calls. */
declare module 'microdata-node' {
  /** The W3C microdata JSON form: `{ items: [{ type?, properties? }] }`. */
  export function toJson(html: string, options?: { base?: string }): { items: unknown[] }
  const microdata: { toJson: typeof toJson }
  export default microdata
}
