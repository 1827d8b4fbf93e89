// A font file imported from a package is emitted by webpack (asset/resource) and gives its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
