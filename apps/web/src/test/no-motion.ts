/** antd theme without animations: what closes is gone at once and nothing lingers into the next test. */
export const NO_MOTION = { token: { motion: false } };
