import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** The source transforms every test project needs: JSX, the Lingui macros and `.po` catalogs. */
export function sourceTransforms(): PluginOption[] {
  return [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];
}
