// What the `react-router-dom` singleton provides. As in react-router-dom 7 itself: everything of
// `react-router` (taken from the share scope, so there is one router context) plus the DOM
// RouterProvider that passes react-dom's flushSync.
export * from 'react-router';
export { RouterProvider } from 'linx-react-router-dom-full';
