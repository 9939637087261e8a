export const HomeScreen = () => <h1>HomeScreen</h1>;
