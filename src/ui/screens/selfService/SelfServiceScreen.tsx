export const SelfServiceScreen = () => <h1>SelfServiceScreen</h1>;
