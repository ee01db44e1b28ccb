import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { DOCGEN_OPTIONS, DOCGEN_TSCONFIG } from './docgen.ts';

const config: StorybookConfig = {
  stories: ['../catalogue/**/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen-typescript reads props through the type checker, so a props table lists
    // union values and props inherited from our own types (see docgen.ts).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { ...DOCGEN_OPTIONS, tsconfigPath: DOCGEN_TSCONFIG },
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['source', ...defaultClientConditions] },
  }),
};

export default config;
