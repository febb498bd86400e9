// What the `react-router-dom` singleton provides: as in react-router-dom 7 itself, everything of
// `react-router` (taken from the share scope, so there is one router context). Its DOM
// RouterProvider belongs to the data router, which the suite does not use (react-router.mjs).
export * from 'react-router';
