export const CartScreen = () => <h1>CartScreen</h1>;
