// First: it configures zod before any chunk builds a schema.
import '@/lib/zod-jitless';
import { startFirstScreen } from '@/app/first-screen';
import { applyAntdStaticStyles } from '@/lib/antd-static-styles';
import '@/app/app.css';
// The login screen's styles come with the entry's: it is most learners' first screen, and a
// stylesheet of its own would be one more request before it shows (docs/decisions/0034).
import '@/features/auth/auth.css';

// The entry holds only this: the first screen's code and reads start while the app's own code
// (React, the router, the root) loads (docs/decisions/0034).
startFirstScreen();
applyAntdStaticStyles();
void import('@/app/start').then((app) => app.startApp());
