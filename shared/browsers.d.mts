/** The browsers every frontend build is compiled for (browserslist queries). */
export declare const BROWSERS: string[];
