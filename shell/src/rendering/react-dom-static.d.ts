// react-dom's static (HTML) renderer for browsers, under a name the share scope does not match,
// so it stays in the render pass's own chunk (webpack alias in shared/build/webpack-config.js).
declare module 'linx-react-dom-static' {
  export * from 'react-dom/static.browser';
}
