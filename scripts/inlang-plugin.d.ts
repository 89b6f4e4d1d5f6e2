// The message-format plugin ships JavaScript without its declaration file.
declare module '@inlang/plugin-message-format' {
  const plugin: import('@inlang/sdk').InlangPlugin;
  export default plugin;
}
