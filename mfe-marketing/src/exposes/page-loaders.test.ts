import { describePageLoaders } from '@linx/shared/testing';
import { exposedPages } from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each page module by its file name
describePageLoaders('marketing', (file) => require(`./${file}`), exposedPages);
