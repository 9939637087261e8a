export const CheckoutScreen = () => <h1>CheckoutScreen</h1>;
