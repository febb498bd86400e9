export { pageFiles, REMOTE_ENTRY_FILE } from './page-files.cjs';
