// The script: signs in, prints one request action and files a repair.
import { createAdminClient } from 'platform-client';
import { describeRequest, loadRequest, reportRepair } from './requests.js';
import { isOpen, statusLabels } from './status.js';

export async function main(env: Record<string, string | undefined>): Promise<void> {
  const admin = await createAdminClient({
    baseUrl: env.ADMIN_URL ?? 'http://127.0.0.1:4010/admin',
    projectId: env.PROJECT_ID ?? '65f1c0a2e4b0a1b2c3d4e5f6',
    email: env.ADMIN_EMAIL ?? '',
    password: env.ADMIN_PASSWORD ?? '',
  });
  const request = await loadRequest(admin, env.REQUEST_ID ?? '66b1f0e1d2c3b4a596877001');
  console.log(describeRequest(request), statusLabels[request.status], isOpen(request.status) ? 'open' : 'closed');
  console.log('filed', await reportRepair(admin, 'Leaking kitchen tap', 'Maintenance'));
}
