declare module "prism-react-renderer/dist/index.mjs" {
  export * from "prism-react-renderer";
}
