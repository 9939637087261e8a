/*
 * The screens a guest reaches after buying, each in its own chunk, named here rather than in
 * the page's first script: the first script then knows them as this one small module, and a
 * new screen after the purchase (each with its own shared chunks) adds nothing to what every
 * guest downloads first. The cost is one more small fetch before such a screen's code, which
 * a preload starts ahead of it.
 */
export const laterScreens = {
  SelfServiceScreen: () => import("./selfService/SelfServiceScreen.js"),
  ViewTicketsScreen: () => import("./viewTickets/ViewTicketsScreen.js"),
  WaitingListScreen: () => import("./waitingList/WaitingListScreen.js"),
};
