// What `npm run mock` and `npm start` print about the mock platform: its URLs and accounts. The
// accounts are the mock's own demo accounts, printed on purpose so that a newcomer can sign in.
export function printPlatform(
  platform,
  extra = [],
  title = 'mock platform (stateful, requests validated against the contracts):',
) {
  const { urls, credentials, projectId } = platform;
  const rows = [
    ...extra,
    ['admin', urls.admin],
    ['public', urls.public],
    ['private', urls.private],
    ['enduser', urls.enduser],
    ['chat', `${urls.chat} (Socket.IO)`],
  ];
  console.log(title);
  for (const [name, url] of rows) console.log(`  ${name.padEnd(9)} ${url}`);
  console.log(`\n  projectId ${projectId}`);
  console.log('\naccounts:');
  console.log(`  full admin       ${credentials.admin.email} / ${credentials.admin.password}`);
  console.log(`  read-only admin  ${credentials.readOnlyAdmin.email} / ${credentials.readOnlyAdmin.password}`);
  console.log(`  end user         ${credentials.endUser.email} / ${credentials.endUser.password}`);
  console.log(`  apiKey           ${credentials.apiKey}`);
  console.log(`  privateApiKey    ${credentials.privateApiKey}`);
}
