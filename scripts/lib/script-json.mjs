// JSON put inside a <script type="application/json"> block: nothing in it can close the element.
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
