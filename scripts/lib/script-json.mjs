// The one escaper for JSON inside a <script> block lives with the render protocol in shared.
export { scriptJson } from '../../shared/src/rendering/script-json.cjs';
