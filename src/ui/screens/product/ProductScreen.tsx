export const ProductScreen = () => <h1>ProductScreen</h1>;
