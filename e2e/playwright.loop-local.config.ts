/** TEMPORARY (issue 3 client helper): runs the loop spec against an already running server on 3202. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, webServer: undefined, outputDir: '/tmp/pw-loop-results', use: { ...base.use, trace: 'off', baseURL: 'http://127.0.0.1:3202' } });
