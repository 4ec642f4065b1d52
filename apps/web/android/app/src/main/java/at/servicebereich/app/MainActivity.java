package at.servicebereich.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
