import { useEffect, useState } from "react";
import { deviceFlags, type DeviceFlags } from "../../domain/device.js";

/** Device flags for the current window width, updated when the window changes (spec §1). */
export const useDeviceFlags = (): DeviceFlags => {
  const [flags, setFlags] = useState(() => deviceFlags(window.innerWidth));
  useEffect(() => {
    const onResize = () => {
      setFlags(deviceFlags(window.innerWidth));
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return flags;
};
