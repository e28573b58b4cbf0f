// The leak fixture: a client component that wrongly imports the private client. It must not build.
export default {};
