import { enhancePictureZoom } from '@loan-webview/pages/payment-instructions/enhance';

enhancePictureZoom();
