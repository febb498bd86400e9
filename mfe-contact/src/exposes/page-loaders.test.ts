import { describePageLoaders } from '@linx/shared/testing';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each page module by its file name
describePageLoaders('contact', (file) => require(`./${file}`));
