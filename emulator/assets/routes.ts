// Serves asset bytes at Kontent's CDN path shape. Image-service parameters (w, h, fm, fit, q, dpr, rect, auto,
// lossless) are validated as the image service does and then accepted; the emulator returns the original bytes,
// which is enough for layout and for SVG, and keeps the emulator free of image codecs.
import { Hono } from 'hono';
import { z } from 'zod';
import { ENVIRONMENT_ID } from '../constants.ts';
import type { EmulatorEnv } from '../env.ts';
import { assetBytes, assetFileNameById, assetType } from './registry.ts';

const dimension = z.coerce.number().positive().max(12000);

const imageParams = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fm: z.enum(['gif', 'png', 'jpg', 'pjpg', 'webp', 'avif']).optional(),
  fit: z.enum(['clip', 'scale', 'crop']).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
  dpr: z.coerce.number().positive().max(5).optional(),
  rect: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){3}$/)
    .optional(),
  auto: z.enum(['format']).optional(),
  lossless: z.enum(['true', 'false', '0', '1']).optional(),
  'fp-x': z.coerce.number().min(0).max(1).optional(),
  'fp-y': z.coerce.number().min(0).max(1).optional(),
  'fp-z': z.coerce.number().min(1).max(100).optional(),
  crop: z.string().optional(),
});

export const assetRoutes = new Hono<EmulatorEnv>();

assetRoutes.get('/:environmentId/:assetId/:fileName', (c) => {
  const fileName = assetFileNameById(c.req.param('assetId'));
  if (c.req.param('environmentId') !== ENVIRONMENT_ID || !fileName || fileName !== c.req.param('fileName')) {
    return c.text('Not Found', 404);
  }
  const params = imageParams.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
  if (!params.success) return c.text(`Bad Request: ${params.error.issues[0]?.message ?? 'invalid parameters'}`, 400);
  const bytes = assetBytes(fileName);
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': assetType(fileName),
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    },
  });
});
