export const ViewTicketsScreen = () => <h1>ViewTicketsScreen</h1>;
