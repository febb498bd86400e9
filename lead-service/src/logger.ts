// One logging policy for the back ends (@linx/shared/server).
export { loggerOptions } from '@linx/shared/server';
