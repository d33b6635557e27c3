// The emulator worker: Kontent.ai Delivery/Preview/Management stand-ins, the App API with a development sign-in,
// demo assets, the tag manager's stand-in, a reCAPTCHA stand-in, fault switches and a local Web Spotlight host.
// Paths are listed in docs/emulator.md; each concern lives in its own folder.
import { Hono } from 'hono';
import { appApi } from './app-api/routes.ts';
import { assetRoutes } from './assets/routes.ts';
import { contentVolumeOf, type EmulatorEnv } from './env.ts';
import { faultRoutes } from './faults/routes.ts';
import { withFaults } from './faults/middleware.ts';
import { deliveryApi } from './kontent/delivery.ts';
import { selectContentVolume } from './kontent/store-instance.ts';
import { managementApi } from './kontent/management.ts';
import { signInRoutes } from './app-api/sign-in.ts';
import { syncHookRoutes } from './app-api/sync-hook.ts';
import { tagManagerRoutes } from './tag-manager/routes.ts';
import { webSpotlightRoutes } from './web-spotlight/routes.ts';
import { recaptchaRoutes } from './recaptcha/routes.ts';
import { formRecordRoutes } from './app-api/form-records.ts';
import { searchIndexRequestRoutes } from './app-api/search-index.ts';

const app = new Hono<EmulatorEnv>();

app.get('/', (c) => c.json({ name: 'retailer-experience-emulator', docs: 'docs/emulator.md' }));
// The content volume (CONTENT_VOLUME): the demo unless a benchmark asks for a brand's size (docs/emulator.md).
app.use('*', async (c, next) => {
  selectContentVolume(contentVolumeOf(c.env));
  await next();
});
app.route('/faults', faultRoutes);
app.use('/kontent/*', withFaults('kontent'));
app.use('/app-api/*', withFaults('app-api'));
app.route('/kontent/delivery', deliveryApi('published'));
app.route('/kontent/preview', deliveryApi('preview'));
app.route('/kontent/management', managementApi);
app.route('/app-api', appApi);
app.route('/assets', assetRoutes);
app.route('/', signInRoutes);
app.route('/', syncHookRoutes);
app.route('/web-spotlight', webSpotlightRoutes);
app.route('/tag-manager', tagManagerRoutes);
app.route('/recaptcha', recaptchaRoutes);
app.route('/form-records', formRecordRoutes);
app.route('/search-index-requests', searchIndexRequestRoutes);

export default app;
