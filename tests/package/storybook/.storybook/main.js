// The Storybook of the tarball smoke test (scripts/smoke-tarball.mjs): its preview and stories are the
// guide's recipe ("Storybook" in docs/guide.md), copied from there into this folder, so the guide
// holds the one source; this file and src/RequestList.jsx are what an app has besides.
export default {
  framework: { name: '@storybook/react-vite', options: {} },
  // No docs pages here: no component docs to generate.
  typescript: { reactDocgen: false },
  stories: ['../src/*.stories.jsx'],
  // MSW's worker script, written by `msw init public/`.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
