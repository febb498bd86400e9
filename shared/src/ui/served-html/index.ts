export { contentKey, ServedHtml, type ServedHtmlProps } from './served-html';
