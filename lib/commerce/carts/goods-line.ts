// The domain's name for the goods-line rule, whose one home is lib/shared/goods-line.ts (storage asks it too).
export { isGoodsLine } from "@/lib/shared/goods-line";
