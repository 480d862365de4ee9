// First: it configures zod before any chunk builds a schema.
import '@/lib/zod-jitless';
import { startFirstScreen } from '@/app/first-screen';
import { applyAntdStaticStyles } from '@/lib/antd-static-styles';
import '@/app/app.css';

// The entry holds only this: the first screen's code and reads start while the app's own code
// (React, the router, the root) loads (docs/decisions/0034).
startFirstScreen();
applyAntdStaticStyles();
void import('@/app/start').then((app) => app.startApp());
