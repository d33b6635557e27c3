// Shared helpers for emulator tests: a real delivery SDK client whose HTTP goes to the emulator worker.
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { SELF } from 'cloudflare:test';
import { ENVIRONMENT_ID } from '../../../emulator/constants.ts';

declare module 'vitest' {
  /** Values test/worker/emulator/vitest.config.ts reads from the repository for the tests (`inject`). */
  interface ProvidedContext {
    /** The app's local PREVIEW_ENTRY_SECRET (top-level wrangler.toml), which the Web Spotlight host must frame with. */
    appPreviewEntrySecret: string;
  }
}

export const ORIGIN = 'https://emulator.local';
export const PREVIEW_KEY = 'emulator-preview-api-key';
export const SECURE_KEY = 'emulator-secure-api-key';
export const MANAGEMENT_KEY = 'emulator-management-api-key';

/** Calls the emulator worker in-process, like the app's service binding does. */
export const emulatorFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  SELF.fetch(new Request(input, init)) as Promise<Response>;

export const call = (path: string, init?: RequestInit): Promise<Response> => emulatorFetch(`${ORIGIN}${path}`, init);

export const deliveryPath = (path: string, environmentId = ENVIRONMENT_ID) => `/kontent/delivery/${environmentId}${path}`;

export const sdkClient = (options: { environmentId?: string; secureApiKey?: string; previewApiKey?: string } = {}): IDeliveryClient =>
  createDeliveryClient({
    environmentId: options.environmentId ?? ENVIRONMENT_ID,
    previewApiKey: options.previewApiKey ?? PREVIEW_KEY,
    ...(options.secureApiKey ? { secureApiKey: options.secureApiKey } : {}),
    proxy: { baseUrl: `${ORIGIN}/kontent/delivery`, basePreviewUrl: `${ORIGIN}/kontent/preview` },
    retryStrategy: { maxAttempts: 0 },
    httpService: new HttpService({
      logErrorsToConsole: false,
      axiosRequestConfig: { adapter: 'fetch', env: { fetch: emulatorFetch } },
    }),
  });
