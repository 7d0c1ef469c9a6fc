/** `virtual:pwa-register` in component tests: the DOM there has no service workers to register. */
export const registerSW = () => async () => {};
