/** `import url from './module?chunk-url'`: the URL of the chunk import('./module') loads (build/chunk-url.ts). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
